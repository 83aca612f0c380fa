import type { BillingInvoices } from '@plaudit/api-client/schemas';
import { Table, type TableColumn } from '@plaudit/ui-kit';
import { formatBillingDate, formatCents } from './billing-format';

type Row = {
  key: string;
  id: string;
  date: string;
  description: string;
  amount: string;
  status: string;
};

const STATUS: Record<string, string> = { paid: 'Paid', failed: 'Failed', open: 'Open' };

/** Invoices, newest first: the billing provider's, then the former system's (legacy). */
export function InvoicesTable({ invoices }: { invoices: BillingInvoices }) {
  const rows: Row[] = [
    ...invoices.invoices.map((i) => ({
      key: `p-${i.id}`,
      id: i.id,
      date: formatBillingDate(i.created_at),
      description: i.description,
      amount: formatCents(i.total_in_cents),
      status: STATUS[i.status] ?? i.status,
    })),
    ...invoices.legacy_invoices.map((l) => ({
      key: `l-${l.id}`,
      id: l.id,
      date: formatBillingDate(l.date),
      description: 'Invoice from our previous billing system',
      // The amount as the former system wrote it when it cannot be read as money.
      amount: l.amount_in_cents !== null ? formatCents(l.amount_in_cents) : (l.amount ?? '—'),
      status: 'Paid',
    })),
  ];
  const columns: TableColumn<Row>[] = [
    { key: 'id', header: 'Invoice', rowHeader: true, cell: (r) => r.id },
    { key: 'date', header: 'Date', cell: (r) => r.date },
    { key: 'description', header: 'Description', cell: (r) => r.description },
    { key: 'amount', header: 'Amount', align: 'right', cell: (r) => r.amount },
    { key: 'status', header: 'Status', cell: (r) => r.status },
  ];
  return (
    <Table
      caption="Invoices"
      columns={columns}
      rows={rows}
      getRowId={(r) => r.key}
      emptyText="No invoices yet. They appear here after your first payment."
    />
  );
}
