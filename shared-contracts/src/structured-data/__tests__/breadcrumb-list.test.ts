import { breadcrumbList } from '../breadcrumb-list';

const trail = [
  { title: 'Strona główna', path: '/' },
  { title: 'Aktualności', path: '/aktualnosci' },
];

describe('breadcrumbList', () => {
  it('lists the trail in order, numbered from 1, with site paths', () => {
    expect(breadcrumbList(trail).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Strona główna', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Aktualności', item: '/aktualnosci' },
    ]);
  });

  it('makes each item a full address when asked', () => {
    const list = breadcrumbList(trail, (path) => `https://ergoforma.example${path}`);
    expect(list.itemListElement.map((item) => item.item)).toEqual([
      'https://ergoforma.example/',
      'https://ergoforma.example/aktualnosci',
    ]);
  });
});
