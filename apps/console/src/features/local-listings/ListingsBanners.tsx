import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { LL_TEXT } from './listing-logic';

/** The dashboard's introduction and the notes that apply to this user and plan (spec 3 section 2.1). */
export function ListingsBanners({
  preview,
  purchased,
  noGoogle,
  contactUs,
}: {
  /** The preview version of the dashboard (no local_listing read permission). */
  preview: boolean;
  /** Auto Sync (local_listings_publishing) is part of the plan. */
  purchased: boolean;
  /** An admin whose account has no active Google integration. */
  noGoogle: boolean;
  contactUs: boolean;
}) {
  const base = useBasePath();
  return (
    <>
      <p className="ll-intro">
        Keep your location information consistent across online directories. See where each listing
        matches your details, and turn on Auto Sync to publish your changes to Google, Facebook and
        Apple Maps.
      </p>
      {preview && (
        <p className="ll-banner ll-banner--info" role="note">
          {LL_TEXT.preview}
        </p>
      )}
      {!purchased && (
        <p className="ll-banner ll-banner--info" role="note">
          Auto Sync is not part of your plan. {LL_TEXT.notPurchased}.
        </p>
      )}
      {noGoogle && (
        <p className="ll-banner ll-banner--warning" role="note">
          {LL_TEXT.noGoogle}{' '}
          <Link to={withBase(base, '/settings/integrations')}>Connect Google</Link>
        </p>
      )}
      {contactUs && (
        <p>
          {LL_TEXT.contactUs} <a href="mailto:support@plaudit.example">Contact us</a>
        </p>
      )}
    </>
  );
}
