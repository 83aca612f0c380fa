/** A form's error, read out when it appears (empty and hidden without one). */
export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="form-error" role="alert" hidden={!message}>
      {message}
    </p>
  );
}
