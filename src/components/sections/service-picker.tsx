import { useId, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Typography } from '../ui/typography';
import type { CSSObject, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { servicesPageCopy, type Service } from '../../content/services';
import { focusRing } from '../../theme/components';
import { SvgIcon, type SvgIconProps } from '../ui/svg-icon';

/** A service's icon (its paths, content/services.ts), beside its name. */
function ServiceIcon({
  paths,
  ...props
}: Omit<SvgIconProps, 'children'> & { paths: Service['icon'] }) {
  return (
    <SvgIcon {...props}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </SvgIcon>
  );
}

function ServiceImage({ service }: { service: Service }) {
  return (
    <Box
      component="img"
      src={service.image.src}
      alt={service.image.alt}
      width={service.image.width}
      height={service.image.height}
      loading="lazy"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        borderRadius: 3,
        bgcolor: 'background.band',
      }}
    />
  );
}

const PANEL = 'data-service-panel';
/**
 * Two chips side by side need about 16.5 times the text size (the longest word, "combustible", and
 * the padding, twice): narrower than that (large text on a phone), one chip a line, its icon beside
 * its name.
 */
const ONE_CHIP_A_LINE = '@container service-choices (max-width: 16.4em)';

/**
 * Which panel shows: the chosen radio button's, by CSS alone (`:has`). Without `:has` support the
 * first service's panel stays shown.
 */
function panelRules(services: readonly Service[]): CSSObject {
  const rules: CSSObject = { [`& [${PANEL}]:first-of-type`]: { display: 'block' } };
  for (const service of services) {
    rules[`&:has(input[value="${service.id}"]:checked)`] = {
      [`& [${PANEL}]`]: { display: 'none' },
      [`& [${PANEL}="${service.id}"]`]: { display: 'block' },
    };
  }
  return rules;
}

/** A choice: a chip on small screens, a card with its description on wide ones. */
const choiceSx = (theme: Theme): CSSObject => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    cursor: 'pointer',
    border: '2px solid',
    borderColor: palette.divider,
    backgroundColor: palette.background.paper,
    borderRadius: '24px',
    minHeight: 48,
    padding: theme.spacing(0.5, 1.5),
    fontWeight: 600,
    '&:hover': { borderColor: palette.primary.main },
    '&:has(input:focus-visible)': focusRing,
    [theme.breakpoints.down('md')]: {
      // Two chips side by side on a 320 px phone: the icon above the name, so a long word
      // ("combustible") still fits half the screen.
      flexDirection: 'column',
      justifyContent: 'center',
      textAlign: 'center',
      gap: theme.spacing(0.5),
      padding: theme.spacing(1, 1),
      borderRadius: '16px',
      overflowWrap: 'break-word',
      '&:has(input:checked)': {
        borderColor: palette.primary.main,
        backgroundColor: palette.primary.main,
        color: palette.primary.contrastText,
      },
    },
    [theme.breakpoints.up('md')]: {
      alignItems: 'flex-start',
      gap: theme.spacing(2),
      borderRadius: '12px',
      padding: theme.spacing(2),
      fontWeight: 'inherit',
      '&:has(input:checked)': {
        borderColor: palette.primary.main,
        backgroundColor: 'var(--mui-palette-background-band)',
      },
    },
  };
};

/**
 * The selectable services. Wide screens: a list of cards and one large image of the selected
 * service. Small screens: a row of chips with the selected service's card below. The choices are
 * native radio buttons and the shown service follows the checked one through CSS, so a tap works the
 * moment the page is painted, before (and without) any of its code, and the page needs no client-side
 * measurement. Each choice is one radio button, named by the service's title and described by its
 * description; the first is checked by default.
 */
export function ServicePicker({ services }: { services: readonly Service[] }) {
  const id = useId();
  if (services.length === 0) return null;

  return (
    <Box
      sx={{
        display: { xs: 'block', md: 'grid' },
        gridTemplateColumns: { md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        gap: 4,
        alignItems: 'start',
        ...panelRules(services),
      }}
    >
      <Box
        component="fieldset"
        sx={{
          border: 0,
          p: 0,
          m: 0,
          mb: { xs: 2, md: 0 },
          minWidth: 0,
        }}
      >
        <Box component="legend" sx={visuallyHidden}>
          {servicesPageCopy.chooseService}
        </Box>
        {/* A fieldset cannot be a size container: a box of its own is. */}
        <Box sx={{ containerType: 'inline-size', containerName: 'service-choices' }}>
          {/* Phones: the chips in two balanced lines of two (a row of four does not fit a phone);
            with large text, where two chips side by side would cut a word, one chip a line. */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1fr)' },
              gap: { xs: 1, md: 2 },
              [ONE_CHIP_A_LINE]: {
                gridTemplateColumns: 'minmax(0, 1fr)',
                '& > label': {
                  flexDirection: 'row',
                  justifyContent: 'flex-start',
                  textAlign: 'start',
                },
              },
            }}
          >
            {services.map((service, index) => (
              <Box component="label" key={service.id} sx={choiceSx}>
                <input
                  type="radio"
                  name={`${id}-service`}
                  value={service.id}
                  defaultChecked={index === 0}
                  aria-labelledby={`${id}-${service.id}-title`}
                  aria-describedby={`${id}-${service.id}-text`}
                  // Its focus ring is drawn on the label (the radio itself is not seen).
                  style={{ ...(visuallyHidden as CSSProperties), outline: 'none' }}
                />
                <ServiceIcon
                  paths={service.icon}
                  sx={{ fontSize: { xs: 24, md: 36 }, mt: { md: 0.5 }, color: 'inherit' }}
                />
                <Box component="span" sx={{ display: 'block' }}>
                  <Typography
                    id={`${id}-${service.id}-title`}
                    component="span"
                    sx={{
                      display: 'block',
                      fontWeight: 'inherit',
                      typography: { md: 'h3' },
                      mb: { md: 0.5 },
                    }}
                  >
                    {service.title}
                  </Typography>
                  <Typography
                    id={`${id}-${service.id}-text`}
                    variant="body2"
                    component="span"
                    sx={{ display: { xs: 'none', md: 'block' } }}
                  >
                    {service.description}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>

      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        {services.map((service) => (
          <Box key={service.id} {...{ [PANEL]: service.id }} sx={{ display: 'none' }}>
            {/* Small screens: the chosen service's card; wide screens: its large image. */}
            <Card sx={{ display: { xs: 'block', md: 'none' } }}>
              <CardContent>
                <Typography
                  variant="h3"
                  component="h2"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
                >
                  <ServiceIcon paths={service.icon} color="primary" />
                  {service.title}
                </Typography>
                <Typography sx={{ mb: 2 }}>{service.description}</Typography>
                <ServiceImage service={service} />
              </CardContent>
            </Card>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <ServiceImage service={service} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
