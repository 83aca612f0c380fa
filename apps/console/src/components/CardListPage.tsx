import type { ListResource } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { Fragment, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../lib/paths';
import { CardListState } from './CardListState';
import { ConfirmDelete } from './ConfirmDelete';
import { usePageTitle } from './PageTitle';

type Item = { id: number | string };

export interface CardListPageProps<T extends Item> {
  /** The list's data and actions (`useListResource`). */
  resource: ListResource<T>;
  /** The heading: the page's h1 and document title, or the section's h2. */
  title: string;
  className?: string;
  /** What the list is for, under the heading. */
  intro: ReactNode;
  /** The add button's text ("New alert"); it shows while no form is open. */
  addLabel: string;
  canAdd?: boolean;
  /** The add or edit form for the item (null: a new one), while one is open. */
  form: (item: T | null) => ReactNode;
  /** Shown above the form: what a just-created item shows only once (a secret). */
  notice?: ReactNode;
  /** Plural, for "Loading {noun}" and "The {noun} could not be loaded." */
  noun: string;
  empty: { title: string; description: ReactNode };
  /** The accessible name of the list of cards. */
  listLabel: string;
  listClassName?: string;
  cardClassName?: string;
  /** The card's heading, and the name in "Edit {name}", "Delete {name}" and the confirmation. */
  name: (item: T) => string;
  titleClassName?: string;
  /** The card's text under its heading. */
  body: (item: T) => ReactNode;
  /** The card's own buttons, before Edit and Delete (Switch off, Send test event). */
  actions?: (item: T) => ReactNode;
  /** Whether cards have an Edit button (it opens `form` with the item). */
  canEdit?: boolean;
  canDelete?: boolean;
  /** In the delete confirmation: what happens to what the item made. */
  deleteNote: ReactNode;
  /** Below the list (a log of what the items did). */
  after?: ReactNode;
}

/**
 * A settings list of cards that the user adds to, edits and deletes from (alerts, webhooks,
 * response templates, auto-response rules, partner apps): the heading with its add button, the
 * open form, the cards in their loading, error and empty states, and the confirmation before a
 * delete. As a page it also sets the document title.
 */
export function CardListPage<T extends Item>(props: CardListPageProps<T>) {
  usePageTitle(props.title);
  return <CardList {...props} section={false} />;
}

/**
 * The same list as a section of a larger page (its h2, cards with h3) rather than a settings
 * page of its own (breadcrumb back to Account & Settings, h1, cards with h2).
 */
export function CardListSection<T extends Item>(props: CardListPageProps<T>) {
  return <CardList {...props} section />;
}

function CardList<T extends Item>(props: CardListPageProps<T> & { section: boolean }) {
  const {
    resource: r,
    title,
    section,
    canAdd = true,
    canEdit = false,
    canDelete = true,
    name,
    actions,
  } = props;
  const base = useBasePath();
  const id = useId();
  const titleId = section ? `${id}-title` : 'page-title';
  const Heading = section ? 'h2' : 'h1';
  const CardHeading = section ? 'h3' : 'h2';

  const addButton = canAdd && r.editing === null && (
    <Button variant="primary" onClick={() => r.edit('new')}>
      {props.addLabel}
    </Button>
  );
  const buttons = (item: T) => {
    const own = actions?.(item);
    if (!own && !canEdit && !canDelete) return null;
    return (
      <div className="button-row">
        {own}
        {canEdit && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Edit ${name(item)}`}
            onClick={() => r.edit(item)}
          >
            Edit
          </Button>
        )}
        {canDelete && (
          <Button
            variant="link"
            aria-label={`Delete ${name(item)}`}
            onClick={() => r.askRemove(item)}
          >
            Delete
          </Button>
        )}
      </div>
    );
  };

  return (
    <section
      className={[section ? '' : 'page', props.className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      {!section && (
        <p className="breadcrumb">
          <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
        </p>
      )}
      {section ? (
        <div className="page-header">
          <Heading id={titleId}>{title}</Heading>
          {addButton}
        </div>
      ) : (
        <header className="page-header">
          <Heading id={titleId}>{title}</Heading>
          {addButton}
        </header>
      )}
      <p className="empty-state__description">{props.intro}</p>
      {props.notice}
      {r.editing !== null && (
        // Keyed by the item: a form opened for another item starts from that item.
        <Fragment key={r.editing === 'new' ? 'new' : r.editing.id}>
          {props.form(r.editing === 'new' ? null : r.editing)}
        </Fragment>
      )}
      <CardListState
        data={r.items}
        error={r.error}
        onRetry={() => void r.reload()}
        noun={props.noun}
        empty={props.empty}
      >
        {(items) => (
          <ul
            className={['card-grid', props.listClassName].filter(Boolean).join(' ')}
            aria-label={props.listLabel}
          >
            {items.map((item) => (
              <li key={item.id} className={props.cardClassName ?? 'card'}>
                <CardHeading className={props.titleClassName}>{name(item)}</CardHeading>
                {props.body(item)}
                {buttons(item)}
              </li>
            ))}
          </ul>
        )}
      </CardListState>
      {props.after}
      <ConfirmDelete
        item={r.confirming}
        name={name}
        onConfirm={(item) => void r.remove(item)}
        onCancel={r.cancelRemove}
      >
        {props.deleteNote}
      </ConfirmDelete>
    </section>
  );
}
