import { ContactForm } from "../contactForm/ContactForm";
import { Countdown } from "../countdown/Countdown";
import { Embed } from "../embed/Embed";
import { Gallery } from "../gallery/Gallery";
import { Video } from "../video/Video";
import { provideBlockViews } from "./onDemandViews";

// Imported for its effect by what shows pages from the start (the server, the studio, the
// integrator, tests): the on-demand blocks' views, loaded with it rather than fetched.
provideBlockViews({ Gallery, Countdown, Embed, Video, ContactForm });
