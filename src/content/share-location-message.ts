/**
 * The text message "Text us my location" prepares for the driver to check and send. Loaded only when
 * the action is pressed, with the code that finds the position; its "say where you are" message is also
 * the action's own link, for a tap before the page's code has arrived.
 */
export const shareLocationMessageCopy = {
  help: 'Hi, I need roadside assistance.',
  location: 'My location:',
  accuracy: (distance: string) => `Accurate to about ${distance}.`,
  /** The units of the accuracy, as abbreviated after a number: "39 ft (12 m)", "1.2 mi (1.9 km)". */
  feet: 'ft',
  miles: 'mi',
  describe: 'I am at (road, direction, nearest exit or landmark): ',
} as const;
