import { type MouseEvent, useState } from "react";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import { pictureLoading } from "../../runtime/media/pictureLoading";
import type { ResolvedPropsOf } from "../../schema/page";
import type { PageBlockViewProps } from "../pageBlock";
import { useHydrated } from "../richText/widgets/useHydrated";
import { type StyleWithVariables, spacing } from "../style";
import { Carousel } from "./Carousel";
import { type GalleryPicture, galleryPictures } from "./galleryPictures";
import { galleryNotReady } from "./galleryReadiness";
import { loadedLightbox, loadLightbox } from "./lightboxChunk";

/** The page's widest column (gallery.css.ts): past it a grid's column is this share of it, not of the screen. */
const WIDEST_PX = 1280;

/** How wide a picture shows, for `sizes`: a column of the grid (two on phones), or a slide of the carousel. */
function sizesOf(props: ResolvedPropsOf<"Gallery">): string {
  if (props.layout === "carousel") return "(max-width: 500px) 85vw, 480px";
  return `(max-width: 500px) 50vw, (max-width: ${WIDEST_PX}px) calc(100vw / ${props.columns}), ${Math.ceil(WIDEST_PX / props.columns)}px`;
}

interface ItemProps {
  readonly picture: GalleryPicture;
  readonly position: string;
  readonly sizes: string;
  /** The page's first picture: fetched at once and first, not as fans scroll to it. */
  readonly lead: boolean;
  /** The button that opens the lightbox at this picture: present once the page's script runs, with the lightbox on. */
  readonly open: ((event: MouseEvent<HTMLButtonElement>) => void) | null;
}

const prefetchLightbox = () => void loadLightbox().catch(() => undefined);

function GalleryItem({ picture, position, sizes, lead, open }: ItemProps) {
  return (
    <li className="bl-gallery__item">
      <figure className="bl-gallery__figure">
        <img
          className="bl-gallery__picture"
          alt={picture.alt}
          {...pictureLoading(lead)}
          decoding="async"
          {...responsiveImage(picture.src, sizes)}
        />
        {picture.caption ? <figcaption className="bl-gallery__caption">{picture.caption}</figcaption> : null}
      </figure>
      {open ? (
        <button
          type="button"
          className="bl-gallery__open"
          data-after-hydration
          aria-label={`Open image ${position}: ${picture.alt}`}
          onPointerEnter={prefetchLightbox}
          onFocus={prefetchLightbox}
          onClick={open}
        />
      ) : null}
    </li>
  );
}

/**
 * The Gallery block (issue 39): pictures from the media library in a grid of equal columns or a
 * carousel, each at the server's sizes for the space it fills, loaded as fans scroll to it (the
 * first at once, when it is the page's first picture). With the lightbox on, each picture is a
 * button (once the page's script runs: until then, and without script, the pictures are simply
 * shown) opening it large. One not ready for fans (no pictures, or one without alt text) shows
 * only in the editor, as Publish says.
 */
export function Gallery({ props, mode, leadPicture }: PageBlockViewProps<"Gallery">) {
  const [opened, setOpened] = useState<{ index: number; opener: HTMLElement | null } | null>(null);
  const hydrated = useHydrated();
  const style: StyleWithVariables = {
    margin: spacing(props.margins),
    "--bl-gallery-columns": props.columns,
    "--bl-gallery-aspect": props.aspect.replace(":", " / "),
  };
  if (mode === "view" && galleryNotReady(props.images)) return null;
  const pictures = galleryPictures(props.images);
  if (pictures.length === 0) {
    return (
      <div className="bl-gallery bl-gallery--empty" style={style}>
        Add pictures in the settings
      </div>
    );
  }
  // On the canvas a click selects the block: the buttons are drawn, but open nothing.
  const opens = hydrated && props.lightbox;
  const openAt = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (mode !== "view") return;
    const opener = event.currentTarget;
    // At once when its chunk is here (it was asked for when the picture was pointed at or focused).
    if (loadedLightbox()) setOpened({ index, opener });
    else
      loadLightbox().then(
        () => setOpened({ index, opener }),
        () => undefined,
      );
  };
  const Lightbox = opened ? loadedLightbox() : undefined;
  const sizes = sizesOf(props);
  const items = pictures.map((picture, index) => (
    <GalleryItem
      // biome-ignore lint/suspicious/noArrayIndexKey: pictures have no ids and one upload may be there twice; an item holds no state.
      key={`${index}:${picture.src}`}
      picture={picture}
      position={`${index + 1} of ${pictures.length}`}
      sizes={sizes}
      lead={leadPicture && index === 0}
      open={opens ? openAt(index) : null}
    />
  ));
  return (
    <div className={`bl-gallery bl-gallery--${props.layout}`} style={style}>
      {props.layout === "carousel" ? <Carousel controls={hydrated}>{items}</Carousel> : <ul className="bl-gallery__grid">{items}</ul>}
      {opened && Lightbox ? (
        <Lightbox
          pictures={pictures}
          index={Math.min(opened.index, pictures.length - 1)}
          opener={opened.opener}
          onIndex={(index) => setOpened({ ...opened, index })}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </div>
  );
}
