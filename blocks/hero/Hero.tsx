import { useInterpreter } from "../../runtime/interpreter/InterpreterContext";
import { linkHref } from "../../runtime/sanitizeUrl";
import type { PageBlockViewProps } from "../pageBlock";
import { safeMediaUrl } from "../style";
import { SocialIcon, socialLabel } from "./SocialIcon";

/** The Hero block: the artist's name, a tagline and the site's social icons (SPEC §2 Home). */
export function Hero({ props }: PageBlockViewProps<"Hero">) {
  const { site } = useInterpreter();
  const title = props.title.trim() || site.artistName;
  const image = safeMediaUrl(props.backgroundImage);
  const socialLinks = props.showSocialLinks ? (site.settings.socialLinks ?? []) : [];
  return (
    <section className={`bl-hero bl-hero--${props.textAlign}`}>
      {image ? <div className="bl-hero__media" aria-hidden="true" style={{ backgroundImage: `url("${image}")` }} /> : null}
      {title ? <h1 className="bl-hero__title">{title}</h1> : null}
      {props.tagline ? <p className="bl-hero__tagline">{props.tagline}</p> : null}
      {socialLinks.length > 0 ? (
        <ul className="bl-social">
          {socialLinks.map((link) => (
            <li key={`${link.icon}:${link.href}`}>
              <a href={linkHref(link.href)} aria-label={socialLabel(link.icon)} rel="noopener noreferrer" target="_blank">
                <SocialIcon icon={link.icon} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
