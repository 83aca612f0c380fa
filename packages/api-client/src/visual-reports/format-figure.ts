import type { VisualReportBlockData } from '../schemas/visual-reports';

/**
 * A visual report's figure as every rendering shows it: the console's blocks
 * and the server's PNG / PDF, so the file matches the screen.
 */
export function formatVisualReportFigure(
  value: number | null,
  unit: VisualReportBlockData['unit'],
): string {
  if (value === null) return '–';
  switch (unit) {
    case 'rating':
      return value.toFixed(2);
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'days':
      return `${value.toFixed(1)} days`;
    default:
      return value.toLocaleString('en-US');
  }
}
