import { FIRST_VISIT, type SitemapNode } from '@ergoforma/shared-contracts';
import { serializeState, type EmbeddedState } from '../state';

const node: SitemapNode = {
  id: 1,
  slug: 'o-nas',
  nodeType: 'article',
  action: 'show',
  nodeReference: 3,
  resolver: null,
  crumbs: [{ title: 'O nas', path: '/o-nas' }],
};

function stateWith(data: unknown): EmbeddedState {
  return {
    origin: 'https://www.ergoforma.test',
    loaderData: {
      root: { kind: 'root', locale: 'pl', chrome: { menus: [] } },
      page: {
        kind: 'page',
        moduleId: 'content/ContentPage',
        node,
        params: {},
        layout: 'default',
        head: { title: 'O nas' },
        data,
        available: true,
      },
    },
    sitemap: { locale: 'pl', nodes: [node] },
    remotes: { content: { version: '1.2.3', browserEntry: 'http://localhost:3003/1.2.3/remoteEntry.js' } },
    modules: ['content/ContentPage'],
    visitor: FIRST_VISIT,
  };
}

const hostile = {
  html: '<p>Hello</p></script><script>alert(1)</script>',
  upper: '</SCRIPT ><img src=x onerror=alert(1)>',
  comment: '<!-- <script> -->',
  separators: 'line\u2028para\u2029end',
  nested: ['</script>', { deeper: '<!--' }],
};

describe('serializeState', () => {
  it('never contains "<", so data cannot close the <script> element or open an HTML comment', () => {
    const output = serializeState(stateWith(hostile));
    expect(output).not.toContain('<');
    expect(output.toLowerCase()).not.toContain('</script');
    expect(output).not.toContain('<!--');
  });

  it('escapes U+2028 and U+2029 (line terminators in older JavaScript parsers)', () => {
    const output = serializeState(stateWith(hostile));
    expect(output).not.toMatch(/[\u2028\u2029]/);
  });

  it('JSON.parse of the output gives back the same state', () => {
    const state = stateWith(hostile);
    expect(JSON.parse(serializeState(state))).toEqual(state);
  });

  it('round-trips ordinary data unchanged', () => {
    const state = stateWith({ title: 'Fotel "Nova" & co > 5 €', list: [1, 2.5, null, true], empty: {} });
    expect(JSON.parse(serializeState(state))).toEqual(state);
  });

  it('the output inside a real <script> element is read back intact by the browser', () => {
    const state = stateWith(hostile);
    const container = document.createElement('div');
    container.innerHTML = `<script type="application/json" id="s">${serializeState(state)}</script><p id="after">after</p>`;
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();
    expect(JSON.parse(container.querySelector('#s')?.textContent ?? '')).toEqual(state);
    expect(container.querySelector('#after')?.textContent).toBe('after');
  });
});
