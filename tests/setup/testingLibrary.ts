import { configure } from "@testing-library/dom";

/**
 * How long `findBy…` and `waitFor` wait. Testing Library's 1 s is too short for the studio's
 * workspace tests when every core is busy (CI runs test files in parallel on two cores): they
 * failed now and then while waiting for an autosave round trip that takes a few milliseconds alone.
 * A longer wait costs nothing when the test passes.
 */
configure({ asyncUtilTimeout: 5000 });
