import { useId, useRef, useState } from "react";
import { Link } from "wouter";
import { coverOf } from "../../../blocks/featuredMusic/FeaturedMusic";
import { responsiveImage } from "../../../runtime/media/imageSrcSet";
import type { Product } from "../../../schema/entities/catalogue";
import { formatDollars } from "../../../schema/rules/money";
import { preOrderDateOf, releaseDateWords } from "../../../schema/rules/releaseDates";
import type { HeadArgs, ScreenProps } from "../../app/routeTypes";
import { useCart } from "../../app/session";
import { useMounted } from "../../app/useMounted";
import { FollowButton } from "../../shell/FollowButton";
import { Modal } from "../../ui/Modal";
import { DETAIL_COVER_SIZES } from "./coverSizes";
import { GiftForm } from "./GiftForm";
import { musicDetailHead } from "./musicDetailHead";
import { PriceInput } from "./PriceInput";
import { cartItemFor, checkPrice, defaultVariant, type GiftValues, priceInputText, priceLabel, releaseBadge } from "./purchase";
import { TrackList } from "./TrackList";

/**
 * /music/:id (SPEC §2 Music detail): the cover, title, artist, release badge and price; Buy Now and
 * Send as gift (a pay-what-you-want release asks for the price first, SPEC §5); the description,
 * the track list and the credits.
 */
/** The page's head, for the route (musicDetailRoute.tsx), which asks it once this chunk is here. */
export const musicDetailScreenHead = ({ data, profile }: HeadArgs<Product>) => musicDetailHead(data, profile.name);

export function MusicDetailScreen({ data }: ScreenProps<Product>) {
  // Another release (the player's title link, say) starts afresh: its own price, no open gift form.
  return <ReleaseView key={data.id} product={data} />;
}

function ReleaseView({ product }: { readonly product: Product }) {
  const cart = useCart();
  // A click before the page's script has taken over would be lost, and one before the cart has read
  // what the browser stored would write over it: the buttons wait for both (CI saw a lost click).
  const mounted = useMounted();
  const variant = defaultVariant(product);
  const cover = coverOf(product);
  const payWhatYouWant = variant?.payWhatYouWant === true;
  // A release dated ahead sells as a pre-order (issue 36): charged now, delivered on its date.
  const preOrder = preOrderDateOf(product.releasedAt, Date.now());
  const [priceText, setPriceText] = useState(() => (variant ? priceInputText(variant.price) : ""));
  const [priceError, setPriceError] = useState<string | null>(null);
  // The price of the gift being sent, while its form is open.
  const [giftPrice, setGiftPrice] = useState<number | null>(null);
  const priceInput = useRef<HTMLInputElement>(null);
  const id = useId();

  /** The price to charge, or null (with the message shown and the field focused). */
  const chosenPrice = (): number | null => {
    if (!variant) return null;
    if (!payWhatYouWant) return variant.price;
    const check = checkPrice(priceText, variant.price);
    if (check.ok) {
      setPriceError(null);
      return check.price;
    }
    setPriceError(check.error);
    priceInput.current?.focus();
    return null;
  };

  const buyNow = () => {
    const price = chosenPrice();
    if (variant && price !== null) cart.send({ type: "cart.add", item: cartItemFor(product, variant, price) });
  };

  const openGift = () => setGiftPrice(chosenPrice());

  const sendGift = (gift: GiftValues) => {
    if (!variant || giftPrice === null) return;
    cart.send({ type: "cart.add", item: cartItemFor(product, variant, giftPrice, gift) });
    setGiftPrice(null);
  };

  const onPriceChange = (text: string) => {
    setPriceText(text);
    // Once a message shows, it follows the typing.
    if (priceError && variant) {
      const check = checkPrice(text, variant.price);
      setPriceError(check.ok ? null : check.error);
    }
  };

  const credits = product.credits.trim();
  const description = product.description.trim();

  return (
    <div className="site-page music-detail">
      <nav className="music-detail__back" aria-label="Breadcrumb">
        <Link href="/music">‹ All music</Link>
      </nav>
      <div className="music-detail__top">
        <div className="music-detail__cover-wrap">
          <ReleaseCover cover={cover} title={product.title} />
        </div>
        <div className="music-detail__info">
          <span className="site-badge music-detail__badge">{releaseBadge(product)}</span>
          <h1 className="music-detail__title">{product.title}</h1>
          <p className="music-detail__artist">{product.artist}</p>
          {variant ? (
            <p className="music-detail__price">
              <span className="site-visually-hidden">Price: </span>
              {priceLabel(variant)}
            </p>
          ) : null}
          {preOrder ? <p className="music-detail__release-date">{`Pre-order: out ${releaseDateWords(preOrder)}`}</p> : null}
          {variant && payWhatYouWant ? (
            <PriceInput ref={priceInput} value={priceText} onChange={onPriceChange} minimum={variant.price} error={priceError} />
          ) : null}
          <div className="music-detail__actions">
            <button type="button" className="bl-button bl-button--primary" onClick={buyNow} disabled={!mounted || !variant}>
              {preOrder ? "Pre-order" : "Buy Now"}
            </button>
            <button
              type="button"
              className="bl-button bl-button--outline"
              onClick={openGift}
              disabled={!mounted || !variant}
              aria-haspopup="dialog"
            >
              Send as gift
            </button>
            <FollowButton />
          </div>
          {description ? <p className="music-detail__description">{description}</p> : null}
        </div>
      </div>
      <section className="music-detail__section" aria-labelledby={`${id}-tracks`}>
        <h2 id={`${id}-tracks`} className="music-detail__heading">
          Tracks
        </h2>
        <TrackList product={product} />
      </section>
      {credits ? (
        <section className="music-detail__section" aria-labelledby={`${id}-credits`}>
          <h2 id={`${id}-credits`} className="music-detail__heading">
            Credits
          </h2>
          <p className="music-detail__credits">{credits}</p>
        </section>
      ) : null}
      <Modal open={giftPrice !== null} title="Send as gift" onClose={() => setGiftPrice(null)} size="md">
        <p className="music-gift-form__intro">
          <strong>{product.title}</strong> · {formatDollars(giftPrice ?? 0)}
        </p>
        <GiftForm onSubmit={sendGift} onCancel={() => setGiftPrice(null)} />
      </Modal>
    </div>
  );
}

/** The release's cover, as large as the page gives it (a placeholder that says so when there is none). */
function ReleaseCover({ cover, title }: { readonly cover: string | undefined; readonly title: string }) {
  if (!cover) return <div className="music-detail__cover music-detail__cover--empty" role="img" aria-label={`No cover for ${title}`} />;
  return (
    <img
      className="music-detail__cover"
      alt={`Cover of ${title}`}
      width={640}
      height={640}
      {...responsiveImage(cover, DETAIL_COVER_SIZES, 1280)}
    />
  );
}
