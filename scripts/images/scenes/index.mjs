/** Every scene kind a manifest entry can name, and the function that draws it. */
import { sceneDetail } from "./detail.mjs";
import { sceneFacade } from "./facade.mjs";
import { sceneHallway } from "./hallway.mjs";
import { scenePortrait } from "./portrait.mjs";
import {
  sceneBathroom,
  sceneBedroom,
  sceneDining,
  sceneEmpty,
  sceneKitchen,
  sceneLiving,
  sceneOffice,
} from "./rooms.mjs";

export const SCENES = {
  living: sceneLiving,
  bedroom: sceneBedroom,
  kitchen: sceneKitchen,
  dining: sceneDining,
  office: sceneOffice,
  bathroom: sceneBathroom,
  hallway: sceneHallway,
  detail: sceneDetail,
  empty: sceneEmpty,
  facade: sceneFacade,
  portrait: scenePortrait,
};
