import { RequestAccess } from '../../components/RequestAccess';
import { AMPLIFY_TEXT } from './widget-list';

/**
 * Spec 3 section 2.2: the Amplify teaser for preview-only users and accounts without any
 * widget kind. Request Access sends POST /feature_requests { feature: 'Amplify' }.
 */
export function AmplifyTeaser() {
  return (
    <section className="page amplify-teaser" aria-labelledby="page-title">
      {/* The page is the navigation's Amplify; the teaser's headline follows it. */}
      <h1 id="page-title">Amplify</h1>
      <h2 className="amplify-teaser__title">{AMPLIFY_TEXT.teaserTitle}</h2>
      <p className="amplify-teaser__lead">
        Put your best reviews, your star rating and your location details on your own website with
        widgets that update themselves as new reviews come in.
      </p>
      <ul className="amplify-teaser__points">
        <li>Testimonial Carousel: highlight up to 15 featured reviews</li>
        <li>Location Review Feed: a page of your latest reviews</li>
        <li>Star Snapshot: display your average rating</li>
        <li>Location Information: show your address, hours, phone number</li>
      </ul>
      <div className="amplify-teaser__action">
        <RequestAccess
          feature="Amplify"
          sentClassName="amplify-teaser__sent"
          tryAgain="Try again."
        />
      </div>
    </section>
  );
}
