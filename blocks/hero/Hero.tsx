import { useInterpreter } from "../../runtime/interpreter/InterpreterContext";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import { pictureLoading } from "../../runtime/media/pictureLoading";
import type { PageBlockViewProps } from "../pageBlock";
import { safeMediaUrl } from "../style";
import { SocialLinkList } from "./SocialIcon";

/** The Hero block: the artist's name, a tagline and the site's social icons (SPEC §2 Home). */
export function Hero({ props, leadPicture }: PageBlockViewProps<"Hero">) {
  const { site } = useInterpreter();
  const title = props.title.trim() || site.artistName;
  const image = safeMediaUrl(props.backgroundImage);
  const socialLinks = props.showSocialLinks ? (site.settings.socialLinks ?? []) : [];
  return (
    <section className={`bl-hero bl-hero--${props.textAlign}`}>
      {/* The first screen's largest picture on most home pages, as the page's first picture: fetched first (issue 39). */}
      {image ? (
        <img className="bl-hero__media" alt="" aria-hidden="true" {...pictureLoading(leadPicture)} {...responsiveImage(image, "100vw")} />
      ) : null}
      {title ? <h1 className="bl-hero__title">{title}</h1> : null}
      {props.tagline ? <p className="bl-hero__tagline">{props.tagline}</p> : null}
      <SocialLinkList links={socialLinks} className="bl-social" />
    </section>
  );
}
