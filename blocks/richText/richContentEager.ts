import "../../runtime/richText/richContentEager";
import { provideRichContentViews } from "./richContentViews";
import { richContentViewSet } from "./widgets/index";

// Imported for its effect by what shows pages from the start (server, studio, integrator, tests):
// the rich content nodes' static forms and components, loaded with it rather than on demand.
provideRichContentViews(richContentViewSet);
