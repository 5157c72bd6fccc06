import { useState } from 'react';
import type { PageModule } from '@ergoforma/shared-contracts';

const page: PageModule<{ title: string }> = {
  layout: 'default',
  load: async ({ node }) => ({ title: 'catalogue product-list ' + node.slug }),
  head: (data) => ({ title: data.title }),
  Component: function Stub({ data }) {
    const [clicks, setClicks] = useState(0);
    return <button type="button" onClick={() => setClicks(clicks + 1)}>{data.title} {clicks}</button>;
  },
};
export default page;
