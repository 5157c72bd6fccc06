import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from '../picture';

const img = <img src="/media/nova.jpg" alt="Nova" width={1600} height={1200} loading="lazy" />;

describe('Picture', () => {
  it('puts every source, with the sizes, before the fallback image', () => {
    const sources = [
      { type: 'image/webp', srcset: '/media/nova-480.webp 480w, /media/nova-960.webp 960w' },
      { type: 'image/jpeg', srcset: '/media/nova-480.jpg 480w, /media/nova-960.jpg 960w' },
    ];
    expect(
      renderToStaticMarkup(
        <Picture sources={sources} sizes="50vw">
          {img}
        </Picture>,
      ),
    ).toBe(
      '<picture>' +
        '<source type="image/webp" srcSet="/media/nova-480.webp 480w, /media/nova-960.webp 960w" sizes="50vw"/>' +
        '<source type="image/jpeg" srcSet="/media/nova-480.jpg 480w, /media/nova-960.jpg 960w" sizes="50vw"/>' +
        '<img src="/media/nova.jpg" alt="Nova" width="1600" height="1200" loading="lazy"/>' +
        '</picture>',
    );
  });

  it('is the image alone when there are no sources', () => {
    expect(renderToStaticMarkup(<Picture sources={[]}>{img}</Picture>)).toBe(
      '<img src="/media/nova.jpg" alt="Nova" width="1600" height="1200" loading="lazy"/>',
    );
  });
});
