import "@testing-library/jest-dom";
import { installMatchMedia, setMatchingMedia } from "./src/test-utils/match-media";

installMatchMedia();

afterEach(() => {
  setMatchingMedia();
});
