import { useSiteLink } from "../../runtime/interpreter/useSiteLink";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import { pictureLoading } from "../../runtime/media/pictureLoading";
import type { Product } from "../../schema/entities/catalogue";
import type { PageBlockViewProps } from "../pageBlock";

/** How wide a cover shows (featuredMusic.css.ts: one column on phones, at most 18rem), for `sizes`. */
export const RELEASE_COVER_SIZES = "(max-width: 40rem) 100vw, 18rem";

/** The cover of a release: its first image, or its default variant's. */
export function coverOf(product: Product): string | undefined {
  const image = (media: Product["media"]) => media.find((item) => item.type === "image")?.url;
  const variant = product.variants.find((item) => item.isDefault) ?? product.variants[0];
  return image(product.media) ?? (variant ? image(variant.media) : undefined);
}

function ReleaseCard({ product, lead }: { readonly product: Product; readonly lead: boolean }) {
  const href = `/music/${encodeURIComponent(product.id)}`;
  const onClick = useSiteLink(href);
  const cover = coverOf(product);
  return (
    <li>
      <a className="bl-release" href={href} onClick={onClick}>
        {cover ? (
          <img className="bl-release__cover" alt="" {...pictureLoading(lead)} {...responsiveImage(cover, RELEASE_COVER_SIZES, 960)} />
        ) : (
          <div className="bl-release__cover" />
        )}
        <p className="bl-release__title">{product.title}</p>
        <p className="bl-release__artist">{product.artist}</p>
      </a>
    </li>
  );
}

/** What the block loads: the artist's featured products. */
export type FeaturedMusicNeeds = { readonly featured: "featuredProducts" };

/** The Featured Music block: the artist's featured releases, each opening its music page. */
export function FeaturedMusic({ props, data, leadPicture }: PageBlockViewProps<"FeaturedMusic", FeaturedMusicNeeds>) {
  const products = data.featured.status === "ready" ? data.featured.value.slice(0, props.limit) : null;
  return (
    <section className="bl-section bl-featured-music">
      <h2 className="bl-section__title">{props.title}</h2>
      {products === null ? (
        <p className="bl-section__empty">{data.featured.status === "error" ? "The music could not be loaded." : ""}</p>
      ) : products.length === 0 ? (
        <p className="bl-section__empty">No music found</p>
      ) : (
        <ul className="bl-releases">
          {products.map((product, index) => (
            <ReleaseCard key={product.id} product={product} lead={leadPicture && index === 0} />
          ))}
        </ul>
      )}
    </section>
  );
}
