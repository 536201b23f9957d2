/**
 * The listing the speed benchmarks save again and again (`bench:save-storm`, `bench:compare`'s
 * listings load): written for them, not taken from the benchmark data, so every run saves the same.
 */
export const kettleListing = {
  title: 'Brewmaster Electric Kettle 1.7L Stainless Steel, Fast Boil, Auto Shut-Off',
  bulletPoints: [
    'Boils 1.7 litres of water in about 4 minutes with a 1500W heating element',
    'Auto shut-off and boil-dry protection switch the kettle off when the water boils',
    'Stainless steel interior keeps water free of plastic taste',
    'Cordless design lifts off the 360 degree swivel base for easy pouring',
    'Wide lid opening makes filling and cleaning simple',
    '',
  ],
  titleMainKeyword: 'electric kettle',
  titleSecondaryKeywords: 'tea kettle, hot water boiler',
  bulletKeywords: 'stainless steel kettle, cordless kettle',
};
