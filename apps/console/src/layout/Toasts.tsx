import { useToasts } from '@plaudit/hooks';
import { ToastViewport } from '@plaudit/ui-kit';

/**
 * The shared toast queue of @plaudit/hooks, rendered by ui-kit at the bottom right: the top
 * right holds the banners' buttons (the trial's Connect Google and Dismiss), which a toast
 * there covered.
 */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return <ToastViewport toasts={toasts} onDismiss={dismiss} position="bottom-right" />;
}
