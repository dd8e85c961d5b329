'use server';
// A product's stock movements for the Ürünler screen's 'Hareketler' dialog (issue 31): read on
// demand when the dialog opens, not with every page. Anyone who may see the screen may read them;
// another salon's product is a 404 like everywhere else in the panel.
import { z } from 'zod';
import { panelAction } from '@/platform/access/panel-action';
import { fail, ok } from '@/platform/actions/result';
import { object } from '@/platform/text/input';
import { PRODUCT_NOT_FOUND_MESSAGE } from '@/features/products/schema';
import { productMovements } from '@/features/products/server/products';

const productMovementsSchema = object({ productId: z.uuid({ error: PRODUCT_NOT_FOUND_MESSAGE }) });

export const productMovementsAction = panelAction('page.products', productMovementsSchema, async ({ productId }, user) => {
  const rows = await productMovements(user.salonId, productId);
  return rows ? ok(rows) : fail(PRODUCT_NOT_FOUND_MESSAGE, undefined, 404);
});
