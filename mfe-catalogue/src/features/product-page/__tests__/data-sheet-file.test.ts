import { dataSheetFileName } from '../utils/data-sheet-file';

describe("dataSheetFileName ('product-card-{name}.pdf')", () => {
  it('uses the product name', () => {
    expect(dataSheetFileName('Aruba')).toBe('product-card-Aruba.pdf');
    expect(dataSheetFileName('Lambda H')).toBe('product-card-Lambda H.pdf');
    expect(dataSheetFileName('Krzesło Łódź')).toBe('product-card-Krzesło Łódź.pdf');
  });

  it('replaces characters no file system accepts', () => {
    expect(dataSheetFileName('Arm 2D/4D: "set"')).toBe('product-card-Arm 2D-4D- -set-.pdf');
    expect(dataSheetFileName('  ')).toBe('product-card-product.pdf');
  });
});
