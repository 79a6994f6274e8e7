/** Split times of three runners over each 5 km of a marathon, in minutes. */
export const checkpoints = [
  '5 km',
  '10 km',
  '15 km',
  '20 km',
  '25 km',
  '30 km',
  '35 km',
  '40 km',
];

export const splits = {
  amira: [20.4, 20.6, 20.5, 20.8, 20.9, 21.3, 21.9, 22.6],
  jonas: [19.8, 19.9, 20.1, 20.2, 20.6, 21.4, 22.8, 24.1],
  keiko: [21.2, 21.1, 21.0, 21.0, 20.9, 20.8, 20.9, 20.7],
};

export const minutes = (value: number | null) => {
  if (value === null) {
    return '';
  }
  const whole = Math.floor(value);
  const seconds = Math.round((value - whole) * 60);
  return `${whole}:${String(seconds).padStart(2, '0')}`;
};
