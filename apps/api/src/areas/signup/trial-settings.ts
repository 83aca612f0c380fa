/**
 * The account settings a business gets when it signs up (spec 1 section 1 names them):
 * the core of the product to try, the trial banner on, exports off until it pays
 * (spec 1 section 6: 'Exporting isn't allowed for trial users').
 */
export const TRIAL_SETTINGS: Record<string, string> = {
  trial_banner: 'true',
  trial_export: 'false',
  insights: 'true',
  experience_analysis: 'true',
  amplify: 'true',
  amplify_testimonial_widgets: 'true',
  amplify_review_feed_widgets: 'true',
  amplify_star_snapshot_widgets: 'true',
  amplify_location_information_widgets: 'true',
  microsurveys: 'true',
  media: 'true',
  saved_filters: 'true',
  async_file_download: 'true',
  new_performance_score: 'true',
};
