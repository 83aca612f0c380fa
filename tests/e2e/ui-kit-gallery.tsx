// The ui-kit screenshot page: every control in each size and state, from the BUILT package
// (packages/ui-kit/dist), bundled by ui-kit-visual.spec.ts. No data, no clock: the date range
// shows a descriptor, the table a fixed list.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  ButtonGroup,
  CharacterLimitedTextArea,
  CONTROL_SIZES,
  DateRangePicker,
  Dropdown,
  Modal,
  Pager,
  Select,
  Table,
  TextInput,
  Toast,
  Typeahead,
} from '../../packages/ui-kit/dist/index.js';

const OPTIONS = [
  { value: 'seattle', label: 'Seattle Capitol Hill' },
  { value: 'austin', label: 'Austin Downtown' },
  { value: 'denver', label: 'Denver LoDo' },
];
const ROWS = [
  { id: '1', name: 'Blue Fern Seattle', rating: '4.6', reviews: '1,204' },
  { id: '2', name: 'Blue Fern Austin', rating: '4.3', reviews: '297' },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="gallery__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Gallery() {
  const [dropdown, setDropdown] = useState<string | null>('seattle');
  const [many, setMany] = useState<string[]>(['seattle', 'denver']);
  const [text, setText] = useState('Thank you for visiting us!');
  const [page, setPage] = useState(2);
  const [modal, setModal] = useState(new URLSearchParams(location.search).has('modal'));
  return (
    <main className="gallery">
      <h1>ui-kit</h1>
      <Section title="Buttons">
        {CONTROL_SIZES.map((size) => (
          <ButtonGroup key={size} className="gallery__buttons">
            <Button size={size}>Default {size}</Button>
            <Button size={size} variant="primary">
              Primary
            </Button>
            <Button size={size} variant="secondary">
              Secondary
            </Button>
            <Button size={size} variant="danger">
              Delete
            </Button>
            <Button size={size} disabled>
              Disabled
            </Button>
          </ButtonGroup>
        ))}
      </Section>
      <Section title="Text inputs and selects">
        {CONTROL_SIZES.map((size) => (
          <div key={size} className="gallery__row">
            <TextInput size={size} aria-label={`Name ${size}`} defaultValue={`Input ${size}`} />
            <TextInput size={size} aria-label={`Invalid ${size}`} invalid defaultValue="Invalid" />
            <TextInput
              size={size}
              aria-label={`Disabled ${size}`}
              disabled
              placeholder="Disabled"
            />
            <Select size={size} aria-label={`Unit ${size}`} defaultValue="mi">
              <option value="mi">miles</option>
              <option value="km">km</option>
            </Select>
          </div>
        ))}
      </Section>
      <Section title="A filter bar: one height">
        <div className="gallery__row gallery__bar" data-testid="filter-bar">
          <Dropdown
            label="Location"
            hideLabel
            options={OPTIONS}
            value={dropdown}
            onChange={setDropdown}
          />
          <DateRangePicker
            label="Date range"
            hideLabel
            value={{ descriptor: 'thirtyDays' }}
            onChange={() => {}}
            today="2026-11-28"
          />
          <Typeahead label="Reviewer" hideLabel options={OPTIONS} onSelect={() => {}} />
          <TextInput aria-label="Search" placeholder="Search reviews" />
          <Select aria-label="Rating" defaultValue="all">
            <option value="all">All ratings</option>
          </Select>
          <Button variant="primary">Apply</Button>
        </div>
        <div className="gallery__row">
          <Dropdown label="Locations" multiple options={OPTIONS} value={many} onChange={setMany} />
          <Dropdown label="Disabled" options={OPTIONS} value={null} onChange={() => {}} disabled />
          <Dropdown
            label="With an error"
            options={OPTIONS}
            value={null}
            onChange={() => {}}
            error="Choose a location"
          />
        </div>
      </Section>
      <Section title="Text area">
        <CharacterLimitedTextArea label="Response" value={text} onChange={setText} limit={40} />
      </Section>
      <Section title="Table and pager">
        <Table
          caption="Locations"
          showCaption
          columns={[
            { key: 'name', header: 'Location', rowHeader: true, cell: (r) => r.name },
            { key: 'rating', header: 'Rating', align: 'right', cell: (r) => r.rating },
            { key: 'reviews', header: 'Reviews', align: 'right', cell: (r) => r.reviews },
          ]}
          rows={ROWS}
          getRowId={(r) => r.id}
          sort={{ by: 'name', order: 'asc' }}
          onSort={() => {}}
        />
        <Pager page={page} pageCount={5} onPageChange={setPage} />
      </Section>
      <Section title="Toasts">
        {(['success', 'info', 'alert'] as const).map((level) => (
          <Toast
            key={level}
            toast={{ id: level, level, message: `Toast: ${level}`, duration: 0 }}
            onDismiss={() => {}}
          />
        ))}
      </Section>
      <Modal
        open={modal}
        onClose={() => setModal(false)}
        title="Delete this filter?"
        footer={
          <>
            <Button onClick={() => setModal(false)}>Cancel</Button>
            <Button variant="danger">Delete</Button>
          </>
        }
      >
        <p>The saved filter is removed for everyone.</p>
      </Modal>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Gallery />);
