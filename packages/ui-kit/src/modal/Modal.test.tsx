import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness(props: { onClose?: () => void; closeOnOutsideClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Delete filter"
        description="This cannot be undone."
        closeOnOutsideClick={props.closeOnOutsideClick}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Delete</button>
          </>
        }
      >
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  );
}

function Nested({ outerClose }: { outerClose: () => void }) {
  const [inner, setInner] = useState(false);
  return (
    <Modal open title="Outer" onClose={outerClose}>
      <button type="button" onClick={() => setInner(true)}>
        Discard
      </button>
      <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
        inner body
      </Modal>
    </Modal>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Modal open={false} title="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled, described modal dialog and takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete filter' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('This cannot be undone.').id,
    );
    expect(document.activeElement).toBe(dialog);
  });

  it('closes with Escape and restores focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria's FocusScope gives focus back on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside but not inside the panel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('This cannot be undone.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(document.querySelector('.pk-backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can ignore clicks outside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} closeOnOutsideClick={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(document.querySelector('.pk-backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    const del = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(del);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(del);
  });

  it('Escape in a nested modal closes only the inner one', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    render(<Nested outerClose={outerClose} />);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Inner' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(outerClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Discard' })),
    );
  });
});
