import { composeMail, escapeHtml } from './compose';

describe('composeMail', () => {
  const content = {
    subject: 'Your booking at Tavola <Soho> is confirmed',
    greeting: 'Hi Zoë,',
    paragraphs: ['Your booking is confirmed.', "We'll see you soon."],
    details: [
      { label: 'Reference', value: 'TAV-1234' },
      {
        label: 'Your request',
        value: '<script>alert("hi")</script> & a \'window\' seat\nif possible',
      },
    ],
    closing: ['Need to change it? Just call the restaurant.'],
  };

  it('writes the text as blocks of lines with a blank line between them', () => {
    expect(composeMail(content).text).toBe(
      [
        'Hi Zoë,',
        '',
        'Your booking is confirmed.',
        "We'll see you soon.",
        '',
        'Reference: TAV-1234',
        'Your request: <script>alert("hi")</script> & a \'window\' seat\nif possible',
        '',
        'Need to change it? Just call the restaurant.',
      ].join('\n'),
    );
  });

  it('leaves out the blocks a message does not have', () => {
    expect(composeMail({ subject: 'S', greeting: 'Hi,', paragraphs: ['One.'] }).text).toBe(
      'Hi,\n\nOne.',
    );
  });

  it('escapes every value in the html, keeping line breaks', () => {
    const { html } = composeMail(content);
    expect(html).toContain(
      '<td style="vertical-align:top;padding:4px 0">&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; a &#39;window&#39; seat<br>\nif possible</td>',
    );
    expect(html).toContain('<title>Your booking at Tavola &lt;Soho&gt; is confirmed</title>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<Soho>');
  });

  it('lays the html out plainly: a language, paragraphs, the details as a table with row headers', () => {
    const { html } = composeMail(content);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-GB">/);
    expect(html).toContain('<p style="margin:0 0 16px">Hi Zoë,</p>');
    expect(html).toContain('<p style="margin:0 0 16px">We&#39;ll see you soon.</p>');
    expect(html).toMatch(/<th scope="row"[^>]*>Reference<\/th>\s*<td[^>]*>TAV-1234<\/td>/);
    expect(html.indexOf('Your booking is confirmed.')).toBeLessThan(html.indexOf('TAV-1234'));
    expect(html.indexOf('TAV-1234')).toBeLessThan(html.indexOf('Need to change it?'));
  });

  it('loads nothing from elsewhere: no images, links to resources or scripts', () => {
    const { html } = composeMail(content);
    expect(html).not.toMatch(/<img|<link|<script|src=|url\(|https?:/i);
  });

  it('puts the action after the details: a link in html, label and address in text', () => {
    const action = {
      label: 'View, change or cancel',
      url: 'https://tavola.test/booking/a?b=1&c=2',
    };
    const { text, html } = composeMail({ ...content, action });
    expect(text).toContain(
      'possible\n\nView, change or cancel: https://tavola.test/booking/a?b=1&c=2',
    );
    expect(html).toMatch(
      /<a href="https:\/\/tavola\.test\/booking\/a\?b=1&amp;c=2"[^>]*>View, change or cancel<\/a>/,
    );
    expect(html.indexOf('TAV-1234')).toBeLessThan(html.indexOf('View, change or cancel'));
  });

  it('has no details table when there are no details', () => {
    expect(composeMail({ subject: 'S', greeting: 'Hi,', paragraphs: [] }).html).not.toContain(
      '<table',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});
