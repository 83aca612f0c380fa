/**
 * What the widget's average and count cover, beside its preview: a widget counts every review
 * ever received at its locations; the dashboard counts its filters' period and locations.
 */
export function ScopeNote({ text, published }: { text: string; published: string | null }) {
  return (
    <div className="amplify-scope" data-testid="widget-scope">
      <h3 className="amplify-scope__title">What the rating counts</h3>
      <p>
        {published ? `${published}: ` : 'The average and count: '}
        {text}.
      </p>
      <p className="field__hint">
        The dashboard counts the locations and dates of its filters (the last six months unless you
        change them), so its average and count can differ from the widget's.
      </p>
    </div>
  );
}
