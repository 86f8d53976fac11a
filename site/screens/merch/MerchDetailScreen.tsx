import { useId, useState } from "react";
import { Link } from "wouter";
import { responsiveImage } from "../../../runtime/media/imageSrcSet";
import type { Product } from "../../../schema/entities/catalogue";
import { formatDollars } from "../../../schema/rules/money";
import { STOCK_WORDS } from "../../../schema/rules/stock";
import type { ScreenProps } from "../../app/routeTypes";
import { useCart } from "../../app/session";
import { useMounted } from "../../app/useMounted";
import { DETAIL_COVER_SIZES } from "../music/coverSizes";
import { cartItemFor } from "../music/purchase";
import {
  type Choice,
  choose,
  chosenVariant,
  firstChoice,
  galleryOf,
  merchLineTitle,
  optionsOf,
  stockNote,
  valueState,
} from "./merchChoice";
import { merchDetailHead } from "./merchDetailHead";
import { MERCH_PATH } from "./merchQuery";

/**
 * /merch/:id (issue 36): the chosen variant's pictures, a picker per option (size, colour) that
 * marks what is sold out, the price and 'Only N left', Add to cart (or 'Sold out'), and the
 * description. The choice is the page's own: a new product starts from its default variant.
 */
/** The page's head, for the route (merchRoutes.tsx), which asks it once this chunk is here. */
export const merchDetailScreenHead = merchDetailHead;

export function MerchDetailScreen({ data }: ScreenProps<Product>) {
  return <ProductView key={data.id} product={data} />;
}

function ProductView({ product }: { readonly product: Product }) {
  const cart = useCart();
  // As on a release's page: Add to cart waits for the page's script and the stored cart.
  const mounted = useMounted();
  const [choice, setChoice] = useState<Choice>(() => firstChoice(product));
  const variant = chosenVariant(product, choice);
  const pictures = galleryOf(product, variant);
  const note = stockNote(variant);
  const id = useId();

  const addToCart = () => {
    if (!variant || variant.soldOut) return;
    cart.send({ type: "cart.add", item: { ...cartItemFor(product, variant, variant.price), title: merchLineTitle(product, variant) } });
  };

  return (
    <div className="site-page music-detail merch-detail">
      <nav className="music-detail__back" aria-label="Breadcrumb">
        <Link href={MERCH_PATH}>‹ All merch</Link>
      </nav>
      <div className="music-detail__top">
        <Gallery key={pictures.join(" ")} title={product.title} pictures={pictures} />
        <div className="music-detail__info">
          <h1 className="music-detail__title">{product.title}</h1>
          <p className="music-detail__artist">{product.artist}</p>
          <p className="music-detail__price">
            <span className="site-visually-hidden">Price: </span>
            {variant ? formatDollars(variant.price) : "Not available"}
          </p>
          <p className={variant?.soldOut ? "merch-detail__stock merch-detail__stock--out" : "merch-detail__stock"} role="status">
            {note}
          </p>
          {product.includes ? <p className="merch-detail__includes">{`Includes the download of ${product.includes.title}`}</p> : null}
          {optionsOf(product).map((option, at) => (
            <fieldset key={option.name} className="merch-option">
              <legend className="merch-option__legend">
                {option.name}: <strong>{choice[at]}</strong>
              </legend>
              <div className="merch-option__values">
                {option.values.map((value) => {
                  const state = valueState(product, choice, at, value);
                  return (
                    <label key={value} className={`merch-option__value merch-option__value--${state}`}>
                      <input
                        type="radio"
                        name={`${id}-option-${at}`}
                        value={value}
                        checked={choice[at] === value}
                        onChange={() => setChoice(choose(product, choice, at, value))}
                      />
                      <span>{value}</span>
                      {state === "soldOut" ? <span className="site-visually-hidden"> ({STOCK_WORDS.soldOut})</span> : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <div className="music-detail__actions">
            <button
              type="button"
              className="bl-button bl-button--primary"
              onClick={addToCart}
              disabled={!mounted || !variant || variant.soldOut === true}
            >
              {variant?.soldOut ? STOCK_WORDS.soldOut : "Add to cart"}
            </button>
          </div>
          {product.description.trim() ? <p className="music-detail__description">{product.description.trim()}</p> : null}
        </div>
      </div>
    </div>
  );
}

/** The pictures: a large one, and a button per picture to show it instead. */
function Gallery({ title, pictures }: { readonly title: string; readonly pictures: readonly string[] }) {
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  return (
    <div className="music-detail__cover-wrap merch-gallery">
      {current ? (
        <img
          className="music-detail__cover"
          {...responsiveImage(current, DETAIL_COVER_SIZES, 1280)}
          alt={pictures.length > 1 ? `${title} (${shown + 1} of ${pictures.length})` : title}
          width={640}
          height={640}
        />
      ) : (
        <div className="music-detail__cover music-detail__cover--empty" role="img" aria-label={`No picture of ${title}`} />
      )}
      {pictures.length > 1 ? (
        <ul className="merch-gallery__thumbs" aria-label="Views">
          {pictures.map((picture, index) => (
            <li key={picture}>
              <button
                type="button"
                className="merch-gallery__thumb"
                aria-label={`Show view ${index + 1}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img alt="" width={72} height={72} loading="lazy" {...responsiveImage(picture, "72px", 320)} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
