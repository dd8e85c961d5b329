'use client';
// Cities (with districts) and plans for the salon and subscription modals, sent to the browser
// once per page rather than once per table row.
import { createContext, useContext, type ReactNode } from 'react';

export interface SalonFormOptions {
  cities: { id: number; name: string; districts: { id: number; name: string }[] }[];
  plans: { id: string; name: string; interval: 'trial' | 'monthly' | 'yearly'; active: boolean }[];
}

const Context = createContext<SalonFormOptions>({ cities: [], plans: [] });

export function SalonFormOptionsProvider({ value, children }: { value: SalonFormOptions; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useSalonFormOptions(): SalonFormOptions {
  return useContext(Context);
}
