import { RequestAccess } from '../../components/RequestAccess';
import { LL_TEXT } from './listing-logic';

/** Spec 3 section 2.2: the teaser shown when Local Listings is not enabled on the account. */
export function LocalListingsTeaser() {
  return (
    <section className="page ll-teaser" aria-labelledby="page-title">
      {/* The page is the navigation's Local Listings; the teaser's headline follows it. */}
      <h1 id="page-title">Local Listings</h1>
      <h2 className="ll-teaser__title">{LL_TEXT.teaserTitle}</h2>
      <p>
        Keep your address, hours and phone number the same on Google, Facebook, Apple Maps, Bing,
        Tripadvisor and Yelp, and publish changes to every directory at once with Auto Sync.
      </p>
      <RequestAccess feature="Local Listing" sentClassName="ll-teaser__sent" />
    </section>
  );
}
