// Tests render rich text as the server and the studio do, with rich content's code loaded from the
// start; the fan's on-demand loading has tests of its own (blocks/richText/richContentViews.test.ts).
import "../../blocks/richText/richContentEager";
// The same for the views the fan's browser fetches on demand (blocks/onDemand/onDemandViews.test.ts tests that).
import "../../blocks/onDemand/onDemandEager";
