// The frame and the pieces every e-mail is made of, rendered by react-email: inline styles (mail clients ignore
// <style> blocks unevenly), one HTML and one plain-text version from the same elements.
import type { Language } from '@photoedit/contracts';
import { type MailT, mailTranslator } from '@photoedit/i18n/mail';
// The pieces one by one rather than @react-email/components, whose index also loads Tailwind, Markdown and
// code highlighting that no template uses: ~25 MiB of resident memory in the API process.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';

export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

const colors = { ink: '#1c1917', page: '#f5f5f4', rule: '#d6d3d1' };

/**
 * The frame of every e-mail. `lead` is its opening paragraph, which is also the preview inboxes show after the
 * subject.
 */
function MailLayout(props: { language: Language; lead: string; children: ReactNode }) {
  return (
    <Html lang={props.language}>
      <Head />
      <Preview>{props.lead}</Preview>
      <Body
        style={{ margin: 0, padding: 24, background: colors.page, fontFamily: 'Arial,Helvetica,sans-serif' }}
      >
        <Container
          style={{ maxWidth: 520, background: '#ffffff', borderRadius: 8, padding: 32, color: colors.ink }}
        >
          <Text style={{ margin: '0 0 24px', fontWeight: 'bold', fontSize: 18 }}>PhotoEdit</Text>
          <Paragraph>{props.lead}</Paragraph>
          {props.children}
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={{ margin: '0 0 16px', lineHeight: 1.5, fontSize: 15 }}>{props.children}</Text>;
}

export function MailButton(props: { href: string; children: ReactNode }) {
  return (
    <Button
      href={props.href}
      style={{
        display: 'inline-block',
        background: colors.ink,
        color: '#ffffff',
        textDecoration: 'none',
        padding: '12px 20px',
        borderRadius: 6,
        marginBottom: 16,
      }}
    >
      {props.children}
    </Button>
  );
}

/** Someone's own words (a comment, a note, a message), kept as written: its line breaks too, in both versions. */
export function Quote(props: { children: string }) {
  const lines = props.children.split(/\r?\n/);
  return (
    <Text
      style={{
        margin: '0 0 16px',
        padding: '8px 16px',
        borderLeft: `4px solid ${colors.rule}`,
        whiteSpace: 'pre-wrap',
      }}
    >
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed text, never reordered
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** A big, spaced code (the access code). */
export function Code(props: { children: string }) {
  return (
    <Text style={{ margin: '0 0 16px', fontSize: 32, letterSpacing: 6, fontWeight: 'bold' }}>
      {props.children}
    </Text>
  );
}

/** What a template gives for one e-mail: its subject, its lead (the opening paragraph) and the rest of its body. */
export interface MailContent {
  subject: string;
  lead: string;
  body?: ReactNode;
}

/**
 * Renders one e-mail of the product in the recipient's language: `compose` gets the `t` of the mail texts in that
 * language and gives the content, which the one layout frames. The HTML and the plain-text version come from the
 * same elements (the preview line is left out of the text).
 */
export async function renderMail(
  template: string,
  language: Language,
  compose: (t: MailT) => MailContent,
): Promise<RenderedMail> {
  const { subject, lead, body } = compose(mailTranslator(language));
  const element = (
    <MailLayout language={language} lead={lead}>
      {body}
    </MailLayout>
  );
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Paragraphs sit in the layout's table cell; keep a blank line between them as a written mail has.
      htmlToTextOptions: {
        selectors: [{ selector: 'p', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } }],
      },
    }),
  ]);
  return { template, subject, html, text: text.trim() };
}

/**
 * An e-mail template: its name (kept with each message, for the logs and the dev mailbox) and how its content is
 * made from the data. It renders with `(language, data)`.
 */
export const mailTemplate =
  <Data = void>(template: string, compose: (t: MailT, data: Data, language: Language) => MailContent) =>
  (language: Language, data: Data): Promise<RenderedMail> =>
    renderMail(template, language, (t) => compose(t, data, language));

/** A mail sent to many people (every admin) rendered once per language, not once per recipient. */
export function oncePerLanguage(render: (language: Language) => Promise<RenderedMail>) {
  const rendered = new Map<Language, Promise<RenderedMail>>();
  return (language: Language) => {
    let mail = rendered.get(language);
    if (!mail) {
      mail = render(language);
      rendered.set(language, mail);
    }
    return mail;
  };
}
