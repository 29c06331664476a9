import "@testing-library/jest-dom";
import { installMatchMedia, setMatchingMedia } from "./src/test-utils/match-media";

// Tests of Node code (`@jest-environment node`) have no window to fill in.
if (typeof window !== "undefined") {
  installMatchMedia();
  afterEach(() => {
    setMatchingMedia();
  });
}
