// The data-sheet download (docs/behaviour.md#data-sheet-download): a downloading flag is true while the request runs,
// then false; a failure is logged only. The PDF comes from GET /api/products/{id}/pdf as binary.
import { useCallback, useRef, useState } from 'react';
import { useSiteServices, withMinimumDelay } from '@ergoforma/shared-contracts';
import { dataSheetFileName, saveBlob } from '../utils/data-sheet-file';

export interface DataSheetDownload {
  downloading: boolean;
  /** Fetches the data sheet and saves it; a second call while one runs does nothing. */
  download(): Promise<void>;
}

export function useDataSheetDownload(product: { id: number; name: string }): DataSheetDownload {
  const { api } = useSiteServices();
  const [downloading, setDownloading] = useState(false);
  const running = useRef(false);
  const { id, name } = product;

  const download = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setDownloading(true);
    try {
      // The loader shows for at least the minimum fetch delay (docs/behaviour.md#fetch-delay).
      const pdf = await withMinimumDelay(api.services.products.pdf(id));
      saveBlob(pdf, dataSheetFileName(name));
    } catch (error) {
      console.error(`The data sheet of product ${id} could not be downloaded`, error);
    } finally {
      running.current = false;
      setDownloading(false);
    }
  }, [api, id, name]);

  return { downloading, download };
}
