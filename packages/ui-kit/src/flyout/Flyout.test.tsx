import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FLYOUT_SMALL_WIDTH, FLYOUT_WIDTH, Flyout } from './Flyout';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Schedule
      </button>
      <Flyout
        open={open}
        title="Schedule Export"
        initialFocusRef={nameRef}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        footer={<button type="button">Save</button>}
      >
        <label>
          Name <input ref={nameRef} />
        </label>
      </Flyout>
    </>
  );
}

describe('Flyout', () => {
  it('exports the spec widths', () => {
    expect(FLYOUT_WIDTH).toBe(380);
    expect(FLYOUT_SMALL_WIDTH).toBe(320);
  });

  it('opens as a labelled modal dialog and focuses the initial element', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Export' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('pk-flyout');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('closes with Escape, the close button and a click outside; focus returns', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Schedule' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    // react-aria's FocusScope gives focus back on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(opener);
    fireEvent.mouseDown(document.querySelector('.pk-backdrop--flyout')!);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
