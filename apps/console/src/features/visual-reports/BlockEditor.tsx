import {
  VISUAL_REPORT_BLOCK_KINDS,
  type VisualReportBlock,
  type VisualReportBlockKind,
} from '@plaudit/api-client';
import { Button, Select } from '@plaudit/ui-kit';
import { useId } from 'react';

/** Kinds whose figures are rows (bars or a table); the others are a series or a figure per row. */
const ROW_KINDS: readonly VisualReportBlockKind[] = [
  'by_source',
  'by_location',
  'by_group',
  'sentiment',
  'experience_categories',
  'response_rate',
  'response_time',
];

/** One block of the builder: its kind, an optional title, bars or table, move and remove. */
export function BlockEditor({
  block,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  block: VisualReportBlock;
  index: number;
  count: number;
  onChange: (b: VisualReportBlock) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = block.title || VISUAL_REPORT_BLOCK_KINDS[block.kind];
  return (
    <li className="card vr-block-editor">
      <div className="vr-block-editor__fields">
        <div className="field">
          <label htmlFor={`${id}-kind`}>Block {index + 1}</label>
          <Select
            id={`${id}-kind`}
            value={block.kind}
            onChange={(e) => onChange({ ...block, kind: e.target.value as VisualReportBlockKind })}
          >
            {(Object.entries(VISUAL_REPORT_BLOCK_KINDS) as [VisualReportBlockKind, string][]).map(
              ([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ),
            )}
          </Select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-title`}>Title (optional)</label>
          <input
            id={`${id}-title`}
            value={block.title}
            maxLength={100}
            placeholder={VISUAL_REPORT_BLOCK_KINDS[block.kind]}
            onChange={(e) => onChange({ ...block, title: e.target.value })}
          />
        </div>
        {ROW_KINDS.includes(block.kind) && (
          <div className="field">
            <label htmlFor={`${id}-display`}>Show as</label>
            <Select
              id={`${id}-display`}
              value={block.display}
              onChange={(e) => onChange({ ...block, display: e.target.value as 'bars' | 'table' })}
            >
              <option value="bars">Bars</option>
              <option value="table">Table</option>
            </Select>
          </div>
        )}
      </div>
      <div className="button-row">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={index === 0}
          aria-label={`Move up ${name}`}
          onClick={() => onMove(index - 1)}
        >
          Move up
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={index === count - 1}
          aria-label={`Move down ${name}`}
          onClick={() => onMove(index + 1)}
        >
          Move down
        </Button>
        <button
          type="button"
          className="link-button"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
