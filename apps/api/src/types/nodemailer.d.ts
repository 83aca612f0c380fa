// Minimal typings for the part of nodemailer the SMTP mail provider uses
// (nodemailer ships no types and @types/nodemailer is not installed).
declare module 'nodemailer' {
  export type Attachment = {
    filename: string;
    content: string | Buffer;
    contentType?: string;
  };
  export type SendMailOptions = {
    from?: string | { name: string; address: string };
    /** The SMTP envelope (where bounces go), when it differs from the headers. */
    envelope?: { from: string; to: string | string[] };
    to: string | string[];
    subject: string;
    text: string;
    html?: string;
    attachments?: Attachment[];
  };
  export type SentMessageInfo = { messageId: string; accepted: string[]; rejected: string[] };
  export interface Transporter {
    sendMail(options: SendMailOptions): Promise<SentMessageInfo>;
    close(): void;
  }
  export function createTransport(
    transport: string | Record<string, unknown>,
    defaults?: Record<string, unknown>,
  ): Transporter;
  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}
