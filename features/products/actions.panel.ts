'use server';
// Products and stock (issue 31), /panel/urunler. Each action is made with panelAction (the
// session and the products right first, then the zod schema); every query is scoped to the
// session's salon, so another salon's product is a 404.
import { panelAction } from '@/platform/access/panel-action';
import {
  createProductSchema, negativeStockSchema, productActiveSchema, stockMovementSchema, updateProductSchema,
} from '@/features/products/schema';
import { createProduct, setProductActive, updateProduct } from '@/features/products/server/products';
import { recordStockMovement, setNegativeStock } from '@/features/products/server/stock';

export const createProductAction = panelAction('product.create', createProductSchema,
  async (input, user) => createProduct(user.salonId, user.userId, input));

export const updateProductAction = panelAction('product.edit', updateProductSchema,
  async ({ id, ...input }, user) => updateProduct(user.salonId, user.userId, id, input));

export const setProductActiveAction = panelAction('product.deactivate', productActiveSchema,
  async ({ id, isActive }, user) => setProductActive(user.salonId, user.userId, id, isActive));

/** 'Stok Girişi', 'Kullanım', 'Sayım': purchases, uses in a service and shelf counts. */
export const stockMovementAction = panelAction('product.stock', stockMovementSchema,
  async (input, user) => recordStockMovement(user.salonId, user.userId, input));

export const negativeStockAction = panelAction('product.negativeStock', negativeStockSchema,
  async ({ allow }, user) => setNegativeStock(user.salonId, user.userId, allow));
