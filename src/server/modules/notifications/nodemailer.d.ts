/** nodemailer 7 ships no types (and @types/nodemailer is not installed); this is the part we use. */
declare module "nodemailer" {
  export interface SendMailOptions {
    from: string;
    to: string;
    subject: string;
    text: string;
  }
  export interface Transporter {
    sendMail(options: SendMailOptions): Promise<{ messageId: string }>;
    close(): void;
  }
  function createTransport(url: string): Transporter;
  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}
