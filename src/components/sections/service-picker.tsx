import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Service } from '../../content/services';
import { ServiceIcon } from './service-icon';

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

/**
 * The four selectable services (spec §2). Wide screens: a list of cards and one large image of the
 * selected service. Small screens: a row of chips with the selected service's card below. Both layouts
 * are rendered and one is hidden with CSS, so the page needs no client-side measurement and prerenders.
 * Each choice is a toggle button whose `aria-pressed` tells assistive technology which one is selected.
 */
export function ServicePicker({ services }: { services: readonly Service[] }) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const selected = services[selectedIndex] ?? services[0];
  if (!selected) return null;

  return (
    <>
      {/* Small screens: chips + card */}
      <Box sx={{ display: { xs: 'block', md: 'none' } }} data-layout="chips">
        <Box
          role="group"
          aria-label="Choose a service"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          {services.map((service, index) => (
            <Chip
              key={service.id}
              label={service.title}
              icon={<ServiceIcon name={service.icon} />}
              onClick={() => setSelectedIndex(index)}
              color={index === selectedIndex ? 'primary' : 'default'}
              variant={index === selectedIndex ? 'filled' : 'outlined'}
              component="button"
              aria-pressed={index === selectedIndex}
            />
          ))}
        </Box>
        <Card aria-live="polite">
          <CardContent>
            <Typography
              variant="h3"
              component="h2"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
            >
              <ServiceIcon name={selected.icon} color="primary" />
              {selected.title}
            </Typography>
            <Typography sx={{ mb: 2 }}>{selected.description}</Typography>
            <ServiceImage service={selected} />
          </CardContent>
        </Card>
      </Box>

      {/* Wide screens: list of cards + large image */}
      <Box
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
          gap: 4,
          alignItems: 'start',
        }}
        data-layout="cards"
      >
        <Box
          component="ul"
          role="list"
          aria-label="Choose a service"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {services.map((service, index) => {
            const isSelected = index === selectedIndex;
            return (
              <li key={service.id}>
                <Card
                  sx={{
                    borderWidth: 2,
                    borderColor: isSelected ? 'primary.main' : 'divider',
                    bgcolor: isSelected ? 'background.band' : 'background.paper',
                  }}
                >
                  <CardActionArea onClick={() => setSelectedIndex(index)} aria-pressed={isSelected}>
                    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                      <ServiceIcon
                        name={service.icon}
                        color="primary"
                        sx={{ fontSize: 36, mt: 0.5 }}
                      />
                      <Box>
                        <Typography
                          variant="h3"
                          component="span"
                          sx={{ display: 'block', mb: 0.5 }}
                        >
                          {service.title}
                        </Typography>
                        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                          {service.description}
                        </Typography>
                      </Box>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            );
          })}
        </Box>
        <Box sx={{ position: 'sticky', top: 88 }}>
          <ServiceImage service={selected} />
        </Box>
      </Box>
    </>
  );
}
