import { useToasts } from '@plaudit/hooks';
import { ToastViewport } from '@plaudit/ui-kit';

/** The shared toast queue of @plaudit/hooks, rendered by ui-kit. */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return <ToastViewport toasts={toasts} onDismiss={dismiss} />;
}
