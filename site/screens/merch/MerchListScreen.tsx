import { useRef } from "react";
import { Link } from "wouter";
import { responsiveImage } from "../../../runtime/media/imageSrcSet";
import type { Product } from "../../../schema/entities/catalogue";
import { isSoldOut, merchPriceLabel } from "../../../schema/rules/merchCards";
import { STOCK_WORDS } from "../../../schema/rules/stock";
import type { Paged } from "../../../schema/siteData";
import type { ScreenProps } from "../../app/routeTypes";
import { Pagination } from "../../ui/Pagination";
import { pageCount } from "../../ui/pagination";
import { usePageInAddress } from "../../ui/usePageInAddress";
import { CARD_COVER_SIZES } from "../music/coverSizes";
import { galleryOf } from "./merchChoice";
import { merchDetailHref, merchHref, parseMerchPage } from "./merchQuery";

function MerchCard({ product }: { readonly product: Product }) {
  const [picture] = galleryOf(product, undefined);
  const soldOut = isSoldOut(product);
  return (
    <li className="music-card merch-card">
      <Link href={merchDetailHref(product.id)} className="music-card__link">
        <span className="music-card__cover-wrap">
          {picture ? (
            <img
              className="music-card__cover"
              alt=""
              loading="lazy"
              width={320}
              height={320}
              {...responsiveImage(picture, CARD_COVER_SIZES, 960)}
            />
          ) : (
            <span className="music-card__cover music-card__cover--empty" />
          )}
          {soldOut ? <span className="merch-card__sold-out">{STOCK_WORDS.soldOut}</span> : null}
        </span>
        <span className="music-card__title">{product.title}</span>
        <span className="music-card__meta">
          <span className="music-card__price">{merchPriceLabel(product)}</span>
        </span>
      </Link>
    </li>
  );
}

/** /merch (issue 36): the artist's merch twelve a page, each with its price and whether it is sold out. */
export function MerchListScreen({ data, search, loading }: ScreenProps<Paged<Product>>) {
  const page = parseMerchPage(search);
  const results = useRef<HTMLDivElement>(null);
  usePageInAddress(page, data.page, loading, merchHref);
  return (
    <div className="site-page music-page">
      <div className="music-page__header">
        <h1 className="music-page__title">Merch</h1>
      </div>
      <p className="site-visually-hidden" role="status">
        {loading ? "Loading…" : data.total === 1 ? "1 product" : `${data.total} products`}
      </p>
      <div ref={results} className={loading ? "music-results music-results--loading" : "music-results"} aria-busy={loading}>
        {data.data.length === 0 ? (
          <p className="music-empty">No merch yet</p>
        ) : (
          <ul className="music-grid">
            {data.data.map((product) => (
              <MerchCard key={product.id} product={product} />
            ))}
          </ul>
        )}
      </div>
      <Pagination
        page={data.page}
        totalPages={pageCount(data.total, data.pageSize)}
        hrefFor={merchHref}
        onNavigate={() => results.current?.scrollIntoView?.({ block: "start", behavior: "smooth" })}
      />
    </div>
  );
}
