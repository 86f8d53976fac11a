import { responsiveImage } from "../../../runtime/media/imageSrcSet";
import { releaseDateWords } from "../../../schema/rules/releaseDates";
import type { LibraryRelease } from "./LibraryPlayButton";
import { ReleaseDownload } from "./ReleaseDownload";
import type { PrepareDownload } from "./useDownload";

/** One bought release in the library: a card with its cover, title and artist, its tracks to play, and its downloads. */
export function LibraryReleaseCard({ release, prepare }: { readonly release: LibraryRelease; readonly prepare: PrepareDownload }) {
  return (
    <li className="account-library__release">
      <div className="account-library__head">
        {release.coverImage ? (
          <img
            className="account-library__cover"
            alt={`Cover of ${release.title}`}
            width="96"
            height="96"
            {...responsiveImage(release.coverImage, "96px", 320)}
          />
        ) : (
          <span className="account-library__cover account-library__cover--none" aria-hidden="true" />
        )}
        <h3 className="account-library__title">
          {release.title} <span className="account-library__artist">{release.artist}</span>
        </h3>
      </div>
      {release.preOrderDate ? (
        <p className="account-library__pre-order">{`Pre-ordered: out ${releaseDateWords(release.preOrderDate)}`}</p>
      ) : null}
      <ReleaseDownload release={release} prepare={prepare} />
    </li>
  );
}
