/** Monthly electricity generation of a regional grid in 2024, in gigawatt-hours, by source. */
export type EnergyMonth = {
  month: string;
  hydro: number;
  wind: number;
  solar: number;
  gas: number;
};

export const energyMix: EnergyMonth[] = [
  { month: 'Jan', hydro: 410, wind: 620, solar: 95, gas: 540 },
  { month: 'Feb', hydro: 380, wind: 590, solar: 140, gas: 480 },
  { month: 'Mar', hydro: 450, wind: 560, solar: 230, gas: 410 },
  { month: 'Apr', hydro: 520, wind: 480, solar: 330, gas: 320 },
  { month: 'May', hydro: 590, wind: 410, solar: 420, gas: 250 },
  { month: 'Jun', hydro: 560, wind: 360, solar: 470, gas: 230 },
  { month: 'Jul', hydro: 470, wind: 340, solar: 490, gas: 260 },
  { month: 'Aug', hydro: 400, wind: 350, solar: 450, gas: 300 },
  { month: 'Sep', hydro: 380, wind: 430, solar: 340, gas: 350 },
  { month: 'Oct', hydro: 400, wind: 520, solar: 230, gas: 420 },
  { month: 'Nov', hydro: 420, wind: 600, solar: 130, gas: 500 },
  { month: 'Dec', hydro: 430, wind: 650, solar: 85, gas: 560 },
];

export const gwh = (value: number | null) => (value === null ? '' : `${value} GWh`);
