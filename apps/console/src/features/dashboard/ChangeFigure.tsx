import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { formatChange } from './chart-data';

/**
 * A change against the previous period: the signed number (the sign says it without colour),
 * an arrow, and green for better, red for worse. `upIsGood: false` for figures where growth is
 * bad news (negative reviews).
 */
export function ChangeFigure({
  value,
  digits,
  percent,
  upIsGood = true,
}: {
  value: number | null | undefined;
  digits?: number;
  percent?: boolean;
  upIsGood?: boolean;
}) {
  const text = formatChange(value, { digits, percent });
  if (value == null || text === '--') return <span className="change change--none">--</span>;
  // A change that rounds to zero is no change.
  const flat = /^[0.,]+%?$/.test(text.replace(/[+−]/, ''));
  const up = value > 0 && !flat;
  const down = value < 0 && !flat;
  const tone = flat ? 'flat' : up === upIsGood ? 'good' : 'bad';
  const Icon = up ? ArrowUp : down ? ArrowDown : Minus;
  return (
    <span className={`change change--${tone}`}>
      <Icon size={14} strokeWidth={2.5} aria-hidden="true" focusable="false" />
      {flat ? text.replace(/[+−]/, '') : text}
    </span>
  );
}
