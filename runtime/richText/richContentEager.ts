import { provideRichContentDescribers } from "./richContent";
import { richContentDescriberSet } from "./richContentDescribers";

// Imported for its effect by what shows rich text from the start (server, studio, integrator,
// tests): the rich content describers, loaded with it rather than on demand (see richContent.ts).
provideRichContentDescribers(richContentDescriberSet);
