import { useSiteLink } from "../../runtime/interpreter/useSiteLink";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import { pictureLoading } from "../../runtime/media/pictureLoading";
import type { Product } from "../../schema/entities/catalogue";
import { isSoldOut, merchDetailHref, merchPriceLabel } from "../../schema/rules/merchCards";
import { STOCK_WORDS } from "../../schema/rules/stock";
import { coverOf, RELEASE_COVER_SIZES } from "../featuredMusic/FeaturedMusic";
import type { PageBlockViewProps } from "../pageBlock";

function MerchCard({ product, lead }: { readonly product: Product; readonly lead: boolean }) {
  const href = merchDetailHref(product.id);
  const onClick = useSiteLink(href);
  const picture = coverOf(product);
  return (
    <li>
      <a className="bl-release bl-merch-card" href={href} onClick={onClick}>
        <span className="bl-merch-card__picture">
          {picture ? (
            <img className="bl-release__cover" alt="" {...pictureLoading(lead)} {...responsiveImage(picture, RELEASE_COVER_SIZES, 960)} />
          ) : (
            <span className="bl-release__cover" />
          )}
          {isSoldOut(product) ? <span className="bl-merch-card__sold-out">{STOCK_WORDS.soldOut}</span> : null}
        </span>
        <span className="bl-release__title">{product.title}</span>
        <span className="bl-release__artist">{merchPriceLabel(product)}</span>
      </a>
    </li>
  );
}

/** What the block loads: the artist's featured merch. */
export type FeaturedMerchNeeds = { readonly featured: "featuredProducts" };

/** The Featured Merch block (issue 36): the artist's featured merch with its price and whether it is sold out. */
export function FeaturedMerch({ props, data, leadPicture }: PageBlockViewProps<"FeaturedMerch", FeaturedMerchNeeds>) {
  const products = data.featured.status === "ready" ? data.featured.value.slice(0, props.limit) : null;
  return (
    <section className="bl-section bl-featured-merch">
      <h2 className="bl-section__title">{props.title}</h2>
      {products === null ? (
        <p className="bl-section__empty">{data.featured.status === "error" ? "The merch could not be loaded." : ""}</p>
      ) : products.length === 0 ? (
        <p className="bl-section__empty">No merch yet</p>
      ) : (
        <ul className="bl-releases">
          {products.map((product, index) => (
            <MerchCard key={product.id} product={product} lead={leadPicture && index === 0} />
          ))}
        </ul>
      )}
    </section>
  );
}
