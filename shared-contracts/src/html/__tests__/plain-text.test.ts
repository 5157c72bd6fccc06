import { firstParagraph, plainText } from '../plain-text';

describe('plainText', () => {
  it('drops the tags, decodes entities and collapses whitespace', () => {
    expect(plainText('<p>Fotel&nbsp;<b>Nova</b> &amp; podnóżek&#x21;</p>\n<ul><li>5 lat</li></ul>')).toBe(
      'Fotel Nova & podnóżek! 5 lat',
    );
  });

  it('cuts a long text at a word boundary and ends it with an ellipsis', () => {
    expect(plainText('<p>Krzesło obrotowe do pracy przy biurku, przez cały dzień.</p>', 30)).toBe(
      'Krzesło obrotowe do pracy…',
    );
  });
});

describe('firstParagraph', () => {
  it('is the first <p> of the fragment, or the whole fragment without one', () => {
    expect(firstParagraph('<p>Jeden.</p><p>Dwa.</p>')).toBe('<p>Jeden.</p>');
    expect(firstParagraph('Bez akapitu')).toBe('Bez akapitu');
  });
});
