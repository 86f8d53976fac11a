import { configure } from "@testing-library/dom";

/**
 * How long `findBy…` and `waitFor` wait. Testing Library's 1 s is too short for the studio's
 * workspace tests when every core is busy (CI runs test files in parallel on two cores): they
 * failed now and then while waiting for an autosave round trip that takes a few milliseconds alone.
 * A longer wait costs nothing when the test passes. 10 s: the first test of a file that loads the
 * rich-text editor (a large module graph, transformed on first import) took over 5 s with two
 * workers on two cores.
 */
configure({ asyncUtilTimeout: 10_000 });
